import { z } from 'zod/mini';

/**
 * Stable error codes. Dotted lower-case, in the style of the spec's own `modify.new.old.same`.
 * A code never changes meaning once shipped; clients switch on it, never on the message.
 */
export const ERROR_CODES = {
  'request.invalid': { status: 400, message: 'The request is not valid' },
  'request.body_too_large': { status: 413, message: 'The request body is too large' },
  'request.url_too_long': { status: 414, message: 'A part of the URL is too long' },
  'request.headers_too_large': {
    status: 431,
    message: 'The request URL or headers are too long',
  },
  'request.unsupported_media_type': { status: 415, message: 'Unsupported content type' },
  'route.not_found': { status: 404, message: 'The requested url is empty' },
  'method.not_allowed': { status: 405, message: 'Method not allowed' },
  'auth.required': { status: 401, message: 'You are not logged in, please login first' },
  'auth.forbidden': {
    status: 403,
    message:
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  'module.disabled': {
    status: 403,
    message:
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  'operator.unauthorized': { status: 401, message: 'Operator credentials are missing or wrong' },
  'operator.forbidden': { status: 403, message: 'This operator role may not do this' },
  'rate.limited': { status: 429, message: 'Too many requests, please try again later' },
  'system.maintenance': { status: 503, message: 'System maintenance' },
  'system.unavailable': {
    status: 503,
    message: 'The service is briefly unavailable, please try again in a moment',
  },
  'system.region_restricted': { status: 403, message: 'Access restricted' },
  'resource.not_found': { status: 404, message: 'Not found' },
  'game.not_found': { status: 404, message: 'No such game' },
  'game.vendor_not_found': { status: 404, message: 'No such game vendor' },
  'announcement.not_found': { status: 404, message: 'No such announcement' },
  'announcement.invalid_dates': {
    status: 400,
    message: 'The end date of an announcement must come after its start date',
  },
  // launch (spec §4 "Game tile click", §7 "Launch game")
  'game.disabled': { status: 409, message: 'This game is not available at the moment' },
  'game.vendor_disabled': {
    status: 409,
    message: 'This game provider is not available at the moment',
  },
  'game.launch_unavailable': {
    status: 409,
    message: 'This game cannot be opened from here at the moment',
  },
  'sandbox.token_invalid': {
    status: 401,
    message: 'This game link has expired or was already used; open the game again from the site',
  },
  'sandbox.session_invalid': {
    status: 401,
    message: 'This game session has ended; open the game again from the site',
  },
  'sandbox.wallet_unavailable': {
    status: 502,
    message: 'The wallet did not answer; the round will be settled when it does',
  },
  'sandbox.wallet_refused': { status: 409, message: 'The wallet refused this round' },
  'game.trial_unavailable': {
    status: 403,
    message: 'Free play is not offered for this game; please login an actual account',
  },
  'internal.error': { status: 500, message: 'Unknown error' },
  // identity (spec §6, §8)
  'auth.invalid_credentials': { status: 401, message: 'Incorrect account or password' },
  'auth.captcha_required': { status: 400, message: 'Enter a captcha' },
  'auth.totp_required': {
    status: 401,
    message: 'Enter the code from your authenticator app',
  },
  'auth.totp_invalid': {
    status: 401,
    message: 'The authenticator code is wrong or was already used',
  },
  'auth.captcha_invalid': { status: 400, message: 'The captcha is wrong, please try again' },
  'auth.locked': {
    status: 429,
    message: 'Too many failed attempts; this account is locked for a while',
  },
  'auth.session_expired': {
    status: 401,
    message: 'The account has been logged out, please log in again',
  },
  'auth.trial_forbidden': {
    status: 403,
    message: 'Please login an actual account to use this function',
  },
  'auth.not_member': { status: 403, message: 'Non-member account unable to login' },
  'auth.not_agent': { status: 403, message: 'Non-agents cannot log in' },
  'auth.encryption_required': {
    status: 400,
    message: 'The login body must be encrypted with the server key',
  },
  'auth.decryption_failed': { status: 400, message: 'The encrypted body could not be read' },
  'auth.replayed': { status: 400, message: 'This request was already used' },
  'account.disabled': { status: 403, message: 'Sorry, the user does not exist or is disabled' },
  'register.username_exists': { status: 409, message: 'Sorry, the username already exists' },
  'register.mobile_exists': { status: 409, message: 'This mobile number is already registered' },
  'register.invalid_invitation': { status: 400, message: 'Invalid invitation code' },
  'register.referrer_link': { status: 400, message: 'Referrer link error' },
  'register.method_disabled': { status: 403, message: 'This way of registering is not offered' },
  'sms.code_invalid': { status: 400, message: 'Verification code error' },
  'sms.too_soon': { status: 429, message: 'Please wait before asking for another code' },
  'email.mismatch': { status: 400, message: 'The username and e-mail do not match our records' },
  'reset.token_invalid': { status: 400, message: 'This reset link is invalid or has expired' },
  'modify.new.old.same': {
    status: 400,
    message: 'The new password and the old password cannot be the same',
  },
  'password.old_incorrect': { status: 400, message: 'The old password is incorrect' },
  'password.confirm_mismatch': { status: 400, message: 'Confirmation password not matched' },
  'oauth.not_configured': { status: 404, message: 'This sign-in method is not available' },
  'oauth.failed': { status: 400, message: 'Sign-in with the provider failed' },
  // money: ledger, wallet, deposit, withdraw, operator (docs/decisions/2026-11-21-ledger.md)
  'wallet.insufficient_funds': { status: 409, message: 'Insufficient balance' },
  'ledger.idempotency_mismatch': {
    status: 409,
    message: 'This idempotency key was already used for a different transfer',
  },
  'ledger.transfer_not_found': { status: 404, message: 'No such ledger transfer' },
  'payment.channel_not_found': { status: 404, message: 'This payment channel is not available' },
  'payment.channel_kind': {
    status: 400,
    message: 'This payment channel does not take this kind of deposit',
  },
  'payment.amount_too_small': { status: 400, message: 'The amount is below the minimum' },
  'payment.amount_too_large': { status: 400, message: 'The amount is above the maximum' },
  'payment.signature_invalid': {
    status: 401,
    message: 'The callback signature or timestamp is not valid',
  },
  'payment.order_not_found': { status: 404, message: 'No such payment order' },
  'payment.amount_mismatch': {
    status: 400,
    message: 'The paid amount or currency differs from the order',
  },
  'deposit.not_found': { status: 404, message: 'No such deposit' },
  'deposit.not_pending': { status: 409, message: 'This deposit was already decided' },
  'withdraw.not_found': { status: 404, message: 'No such withdrawal' },
  'withdraw.not_pending': { status: 409, message: 'This withdrawal was already decided' },
  'withdraw.payment_password_not_set': {
    status: 400,
    message: 'Set a payment password before withdrawing',
  },
  'withdraw.payment_password_exists': {
    status: 409,
    message: 'The payment password is already set',
  },
  'withdraw.payment_password_wrong': { status: 400, message: 'The payment password is wrong' },
  'reauth.password_wrong': { status: 400, message: 'The login password is not correct' },
  'reauth.locked': {
    status: 429,
    message: 'Too many wrong login passwords; try again in 15 minutes',
  },
  'withdraw.payment_password_locked': {
    status: 429,
    message: 'Too many wrong payment passwords; try again later',
  },
  'withdraw.confirm_mismatch': {
    status: 400,
    message: 'The payment passwords do not match',
  },
  'withdraw.bank_unknown': { status: 400, message: 'This bank is not offered' },
  'withdraw.bank_account_not_found': { status: 404, message: 'No such bank account' },
  'withdraw.bank_account_exists': { status: 409, message: 'This bank account is already bound' },
  'withdraw.bank_account_limit': {
    status: 400,
    message: 'No more bank accounts can be bound',
  },
  'operator.account_not_found': { status: 404, message: 'No such member account' },
  // operator accounts (docs/decisions/2026-11-24-operator-accounts.md)
  'operator.sign_in_failed': { status: 401, message: 'Wrong username or password' },
  'operator.code_invalid': { status: 401, message: 'Wrong or already used code' },
  'operator.challenge_expired': {
    status: 401,
    message: 'This sign-in has expired, please sign in again',
  },
  'operator.locked': {
    status: 429,
    message: 'Too many failed attempts: this operator account is locked for 15 minutes',
  },
  'operator.username_taken': { status: 409, message: 'This operator username is taken' },
  'operator.not_found': { status: 404, message: 'No such operator' },
  'operator.last_administrator': {
    status: 409,
    message: 'The last active administrator cannot be disabled or given another role',
  },
  'operator.trial_account': {
    status: 400,
    message: 'Trial accounts hold play money and cannot be adjusted',
  },
  // back office (docs/decisions/2026-11-24-back-office-api.md)
  'member.status_unchanged': { status: 409, message: 'The member already has this status' },
  'adjustment.not_found': { status: 404, message: 'No such balance adjustment request' },
  'adjustment.not_pending': {
    status: 409,
    message: 'This balance adjustment request was already approved or rejected',
  },
  'adjustment.same_operator': {
    status: 403,
    message: 'A second operator must approve this adjustment, not the one who asked for it',
  },
  'adjustment.operator_required': {
    status: 403,
    message: 'Only a signed-in operator can approve or reject an adjustment',
  },
  'withdraw.daily_limit': {
    status: 400,
    message: 'This withdrawal would pass today’s withdrawal limit',
  },
  // player protection and wagering (docs/decisions/2026-11-24-protect.md)
  'withdraw.wagering_open': {
    status: 400,
    message: 'A bonus is still being wagered: play the remaining turnover before withdrawing',
  },
  'protection.excluded': {
    status: 403,
    message:
      'Your account is on a time-out or self-exclusion: play and deposits are closed until it ends',
  },
  'protection.deposit_limit': {
    status: 400,
    message: 'This deposit would pass your deposit limit',
  },
  'protection.loss_limit': { status: 400, message: 'This bet would pass your loss limit' },
  'protection.exclusion_shorter': {
    status: 409,
    message: 'A time-out or self-exclusion cannot be shortened or ended early',
  },
  'protection.duration_kind': {
    status: 400,
    message: 'This length is not offered for this kind of break',
  },
  // agents: the team tree, permission keys, register centre, transfers (docs/decisions/2026-11-24-agents.md)
  'agent.permission_denied': {
    status: 403,
    message:
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  'agent.not_in_team': { status: 404, message: 'This account is not in your team' },
  'agent.key_not_held': {
    status: 400,
    message: 'An upline can only give the permission keys it holds itself',
  },
  'agent.open_wagering': {
    status: 409,
    message: 'A bonus is still being wagered: transfers wait until its turnover is played',
  },
  'agent.downline_excluded': {
    status: 409,
    message: 'This downline is on a time-out or self-exclusion: transfers to it are closed',
  },
  'agent.downline_deposit_limit': {
    status: 409,
    message: 'This transfer would pass the downline’s deposit limit',
  },
  'agent.request_reused': {
    status: 409,
    message: 'This transfer request was already used for another transfer',
  },
  // rebates (docs/decisions/2026-11-25-rebates.md)
  'rebate.above_upline': {
    status: 400,
    message: 'A rebate rate cannot be above the upline’s own rate in that category',
  },
  'rebate.below_downline': {
    status: 400,
    message: 'A rebate rate cannot be below a rate already given to one of its downlines',
  },
  'rebate.range': {
    status: 400,
    message: 'Choose a range of at most 62 days, the first day before the last',
  },
  // agent contracts (docs/decisions/2026-11-25-agent-contracts.md)
  'contract.not_found': { status: 404, message: 'No such contract' },
  'contract.not_open': { status: 409, message: 'This contract offer is no longer open' },
  'contract.not_direct': {
    status: 400,
    message: 'Contracts are offered to direct sub-agents only',
  },
  'contract.type_refused': {
    status: 400,
    message: 'This account type cannot hold salary or dividend contracts',
  },
  'contract.tiers_invalid': {
    status: 400,
    message:
      'The tiers do not fit together: thresholds never go down, rewards go up, a share is at most 100 %',
  },
  'contract.above_upline': {
    status: 400,
    message: 'An offer may not give more than the upline’s own contract',
  },
  'contract.dividend_off': { status: 403, message: 'Dividends are not enabled on this site' },
  // site settings, banners and uploaded images (docs/decisions/2026-11-24-banners-and-uploads.md)
  'settings.pattern_refused': {
    status: 400,
    message:
      'A field rule pattern does not compile, is too long, or could take exponential time (nested or alternated repetition, back-references)',
  },
  'banner.not_found': { status: 404, message: 'No such banner' },
  'banner.invalid_dates': {
    status: 400,
    message: 'The end date of a banner must come after its start date',
  },
  // promotions and the help center (docs/decisions/2026-11-24-promotions-and-help.md)
  'promotion.not_found': { status: 404, message: 'No such promotion' },
  'promotion.invalid_dates': {
    status: 400,
    message:
      'A promotion needs an end after its start, or no end at all when it is long-term (noExpiry 1)',
  },
  'promotion.translation_invalid': {
    status: 400,
    message:
      'A translation must point to a Vietnamese promotion and be the only one in its language',
  },
  // promotion applications and reward grants (docs/decisions/2026-11-24-promotion-applications.md)
  'promotion.applications_closed': {
    status: 409,
    message: 'This promotion does not take applications',
  },
  'promotion.application_open': {
    status: 409,
    message: 'You have already applied for this promotion',
  },
  'promotion.comment_too_long': {
    status: 400,
    message: 'The comment is longer than 140 characters',
  },
  'promotion.too_many_images': { status: 400, message: 'Attach at most 3 images' },
  'promotion.image_too_large': { status: 400, message: 'An image is larger than 5 MB' },
  'promotion.image_refused': { status: 400, message: 'Only PNG and JPEG images are accepted' },
  'promotion.application_not_found': { status: 404, message: 'No such application' },
  'promotion.application_decided': {
    status: 409,
    message: 'This application has already been approved or rejected',
  },
  'reward.not_found': { status: 404, message: 'No such reward' },
  'reward.expired': { status: 409, message: 'This reward has expired' },
  'signIn.already': { status: 409, message: 'You have already signed in today' },
  'vip.levels_invalid': {
    status: 400,
    message:
      'The VIP levels do not fit together: level 0 needs nothing, thresholds do not go down and names are unique',
  },
  'mall.notFound': { status: 404, message: 'No such item in the point mall' },
  'mall.outOfStock': { status: 409, message: 'This item is out of stock' },
  'mall.limit': {
    status: 409,
    message: 'You have already redeemed this item as many times as allowed',
  },
  'mall.points': { status: 409, message: 'You do not have enough points for this item' },
  'mall.address': {
    status: 400,
    message: 'This item is delivered: give the receiver’s name, phone and address',
  },
  'mall.orderNotFound': { status: 404, message: 'No such point mall order' },
  'mall.orderState': {
    status: 409,
    message: 'This order cannot move to that state (delivered and cancelled orders are final)',
  },
  'referral.agent_account': {
    status: 403,
    message: 'Agents invite through their register centre, not with a referral code',
  },
  'help.not_found': { status: 404, message: 'No such help group or item' },
  'help.group_missing': {
    status: 400,
    message: 'A help item belongs to a help group of the same language; create the group first',
  },
  'help.group_exists': { status: 409, message: 'This help group already exists in this language' },
  // the inbox and feedback (docs/decisions/2026-11-24-inbox-and-feedback.md)
  'inbox.not_found': { status: 404, message: 'No such message' },
  'inbox.target_invalid': {
    status: 400,
    message:
      'A message to one member needs its account; a message to a segment needs a member type, VIP level or label',
  },
  'inbox.member_not_found': { status: 404, message: 'No member has this account' },
  'feedback.too_short': { status: 400, message: 'Feedback needs at least 10 characters' },
  'feedback.too_long': { status: 400, message: 'Feedback may have at most 500 characters' },
  'feedback.unknown_category': { status: 400, message: 'Unknown feedback category' },
  'feedback.not_found': { status: 404, message: 'No such feedback' },
  'feedback.already_answered': { status: 409, message: 'This feedback has already been answered' },
  'media.image_refused': {
    status: 400,
    message: 'Only PNG, JPEG and WebP images are accepted, up to 8000 pixels a side',
  },
  'media.image_too_large': { status: 413, message: 'The image is larger than 2 MB' },
  // live chat (docs/decisions/2026-11-24-live-chat.md)
  'chat.not_allowed': {
    status: 403,
    message: 'Live chat is not available for this account; please use the other contacts',
  },
  'chat.image_refused': { status: 400, message: 'Only PNG and JPEG images can be sent' },
  'chat.image_too_large': { status: 400, message: 'The image is larger than 5 MB' },
  'chat.conversation_not_found': { status: 404, message: 'No such conversation' },
  'chat.conversation_closed': {
    status: 409,
    message: 'This conversation is closed; the member’s next message opens it again',
  },
  'chat.operator_required': {
    status: 403,
    message: 'Only a signed-in operator can take a conversation',
  },
  'chat.operator_not_found': { status: 404, message: 'No such active operator' },
  // in-house games (docs/decisions/2026-11-23-in-house-games.md)
  'originals.unknown_game': { status: 404, message: 'No such in-house game' },
  'originals.launch_token_invalid': {
    status: 401,
    message: 'This game link has expired or was already used; open the game again',
  },
  'originals.session_required': { status: 401, message: 'Open the game from the lobby first' },
  'originals.session_expired': {
    status: 401,
    message: 'The game session has expired; open the game again',
  },
  'originals.stake_invalid': {
    status: 400,
    message: 'The stake must be a positive amount in steps of 0.01',
  },
  'originals.stake_below_min': { status: 400, message: 'The stake is below the minimum' },
  'originals.stake_above_max': { status: 400, message: 'The stake is above the maximum' },
  'originals.insufficient_funds': {
    status: 409,
    message: 'Insufficient balance for this stake',
  },
  'originals.dice_target_invalid': {
    status: 400,
    message: 'Choose a target with a win chance between 1% and 95%',
  },
  'originals.request_mismatch': {
    status: 409,
    message: 'This round id was already used for a different round',
  },
  'originals.round_cancelled': {
    status: 409,
    message: 'This round was cancelled and its stake returned',
  },
  'originals.round_not_found': { status: 404, message: 'No such round' },
  'originals.wallet_unavailable': {
    status: 503,
    message: 'The wallet did not answer; the round will be settled shortly',
  },
  // lottery (docs/decisions/2026-11-21-lottery-draw-engine.md)
  'lottery.game_not_found': { status: 404, message: 'No such lottery game' },
  'lottery.draw_not_found': { status: 404, message: 'No such draw' },
  'lottery.not_on_sale': { status: 409, message: 'Betting on this draw has closed' },
  'lottery.draw_not_open': { status: 409, message: 'Betting on this draw has not opened yet' },
  'lottery.not_drawn_here': {
    status: 400,
    message: 'Bets on this lottery are taken by its vendor, not on this site',
  },
  'lottery.bet_type_unavailable': {
    status: 400,
    message: 'This lottery does not sell that bet type',
  },
  'lottery.numbers_invalid': { status: 400, message: 'The chosen numbers do not fit the bet type' },
  'lottery.stake_too_small': { status: 400, message: 'The stake is below the minimum' },
  'lottery.stake_too_large': { status: 400, message: 'The stake is above the maximum' },
  'lottery.request_mismatch': {
    status: 409,
    message: 'This request id was already used for other bets',
  },
  'lottery.result_invalid': {
    status: 400,
    message: 'The result does not fit the result sheet of this lottery',
  },
  'lottery.result_exists': { status: 409, message: 'This draw already has a different result' },
  'lottery.draw_not_closed': {
    status: 409,
    message: 'Sales of this draw have not closed yet; enter the result after the draw',
  },
  'lottery.draw_cancelled': { status: 409, message: 'This draw was cancelled' },
  'lottery.draw_already_drawn': { status: 409, message: 'This draw is already drawn' },
  'lottery.not_entertainment': {
    status: 400,
    message: 'Only the house’s fast draws (ELOTT) are drawn by the house and can be verified',
  },
  'lottery.entertainment_result': {
    status: 400,
    message: 'Fast draws are drawn by the house; their results cannot be entered',
  },
  'lottery.no_result': {
    status: 409,
    message: 'This draw has no result yet; enter its result instead of correcting it',
  },
  // member centre (docs/decisions/2026-11-24-member-centre.md)
  'profile.nickname_length': {
    status: 400,
    message: 'A nickname has 2 to 16 characters',
  },
  'profile.nickname_characters': {
    status: 400,
    message: 'A nickname may use letters, digits, spaces, "_", "." and "-" only',
  },
  'profile.nickname_digits_only': {
    status: 400,
    message: 'A nickname cannot be digits only',
  },
  'profile.payee_name_set': {
    status: 409,
    message: 'The real name is already set; contact customer service to change it',
  },
  'profile.payee_name_invalid': { status: 400, message: 'Name format is not valid' },
  'profile.birthday_set': {
    status: 409,
    message: 'The birthday is already set; contact customer service to change it',
  },
  'profile.birthday_invalid': {
    status: 400,
    message: 'The birthday must be a real date and you must be over 18',
  },
  'profile.email_invalid': { status: 400, message: 'E-mail format is incorrect' },
  'profile.mobile_invalid': { status: 400, message: 'The mobile num is not valid' },
  'profile.mobile_exists': {
    status: 409,
    message: 'This mobile number belongs to another account',
  },
  'profile.messaging_invalid': {
    status: 400,
    message: 'A messaging id may use letters, digits and . _ - + @ only',
  },
  'profile.reauth_required': {
    status: 400,
    message: 'Enter your login password to change the e-mail or mobile number',
  },
  'avatar.refused': { status: 400, message: 'Only PNG and JPEG images are accepted' },
  'avatar.too_large': { status: 413, message: 'The image is larger than 2 MB' },
  'contact.code_invalid': {
    status: 400,
    message: 'A code is wrong or has expired: ask for new codes',
  },
  'contact.unchanged': { status: 409, message: 'This address is already yours and verified' },
  'totp.enabled': { status: 409, message: 'The authenticator app is already on' },
  'totp.not_set_up': { status: 409, message: 'Set up the authenticator app first' },
  'totp.not_enabled': { status: 409, message: 'The authenticator app is not on' },
  'totp.code_invalid': {
    status: 400,
    message: 'The code is wrong or was already used: type the current code from the app',
  },
  'security.mobile_unverified': {
    status: 409,
    message: 'Verify a mobile number first: the reset code is sent to it',
  },
  'security.payment_password_same': {
    status: 400,
    message: 'The new payment password must differ from the old one',
  },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ErrorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);
