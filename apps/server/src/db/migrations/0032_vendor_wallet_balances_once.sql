-- The batch's ledger rows written once per batch (docs/decisions/2026-11-28-balances-once.md).
-- vendor_wallet_calls locks its ledger rows first, as before, and now keeps their balances in
-- the batch: each call checks the floor and records the balances after on its transfer from
-- them, and the rows are written once at the end, with the sums of all the batch's calls. Before,
-- every call updated its member's row and the batch's house row: on one busy player a batch of 32
-- calls made 64 versions of two rows, each update walking the chain of the versions before it.
-- vendor_wallet_call takes the balances and answers the new ones; otherwise as in 0021.
DROP FUNCTION "vendor_wallet_calls"(jsonb);
--> statement-breakpoint
DROP FUNCTION "vendor_wallet_call"(text, text, text, text, bigint, text, text, text, text, text,
  text, boolean, bigint, text, text, jsonb, text, text, text);
--> statement-breakpoint
CREATE FUNCTION "vendor_wallet_call"(
  p_action text,
  p_wallet_account text,
  p_vendor_code text,
  p_secret_env text,
  p_member_id bigint,
  p_wallet_code text,
  p_counterparty text,
  p_transaction_id text,
  p_round_id text,
  p_game_code text,
  p_bet_transaction_id text,
  p_round_closed boolean,
  p_amount bigint,
  p_fingerprint text,
  p_request_id text,
  p_meta jsonb,
  p_reference text,
  p_idempotency_key text,
  p_win_reference text,
  p_wallet_id bigint,
  p_wallet_balance bigint,
  p_wallet_may_go_negative boolean,
  p_other_id bigint,
  p_other_balance bigint,
  p_other_may_go_negative boolean,
  OUT outcome text,
  OUT balance_after bigint,
  OUT first_fingerprint text,
  OUT moved boolean,
  OUT wallet_balance bigint,
  OUT other_balance bigint
) LANGUAGE plpgsql AS $$
DECLARE
  v_closed timestamptz;
  v_found boolean;
  v_bet record;
  v_wallet_id bigint;
  v_wallet_balance bigint;
  v_other_id bigint;
  v_other_balance bigint;
  v_transfer_id bigint;
  v_kind text;
  v_amount bigint := p_amount;
BEGIN
  moved := false;
  -- The vendor as the caller's cache knows it: still enabled, with the same wallet account and
  -- secret (otherwise the service reads it afresh).
  PERFORM 1 FROM vendors v
    JOIN vendor_wallet_accounts w ON w.account_type_name = v.account_type_name
    WHERE v.code = p_vendor_code AND v.enabled AND w.enabled
      AND w.account_type_name = p_wallet_account AND w.secret_env = p_secret_env;
  IF NOT FOUND THEN
    outcome := 'SLOW';
    RETURN;
  END IF;
  SELECT t.fingerprint, t.balance_after_minor INTO first_fingerprint, balance_after
    FROM vendor_transactions t
   WHERE t.wallet_account = p_wallet_account AND t.transaction_id = p_transaction_id;
  IF FOUND THEN
    outcome := 'REPLAY';
    RETURN;
  END IF;
  BEGIN
    -- The member (read here, never cached: a block in any process holds at once).
    PERFORM 1 FROM members m
      WHERE m.id = p_member_id AND (p_action <> 'bet' OR m.status = 'active');
    IF NOT FOUND THEN RAISE SQLSTATE 'VW001'; END IF;
    IF p_action = 'bet' THEN
      -- The checks of the bet path: no break, no loss limit to sum.
      PERFORM 1 FROM member_protection p
        WHERE p.member_id = p_member_id
          AND (p.exclusion_kind IS NOT NULL
               OR EXISTS (SELECT 1 FROM jsonb_object_keys(p.limits) k WHERE k LIKE 'loss:%'));
      IF FOUND THEN RAISE SQLSTATE 'VW001'; END IF;
    END IF;

    IF p_action IN ('bet', 'rollback') THEN
      INSERT INTO vendor_rounds (wallet_account, member_id, round_id)
        VALUES (p_wallet_account, p_member_id, p_round_id)
        ON CONFLICT (wallet_account, member_id, round_id) DO UPDATE SET round_id = excluded.round_id
        RETURNING closed_at INTO v_closed;
      IF v_closed IS NOT NULL THEN RAISE SQLSTATE 'VW001'; END IF;
    ELSE
      SELECT r.closed_at INTO v_closed FROM vendor_rounds r
       WHERE r.wallet_account = p_wallet_account AND r.member_id = p_member_id
         AND r.round_id = p_round_id
         FOR UPDATE;
      IF NOT FOUND OR v_closed IS NOT NULL THEN RAISE SQLSTATE 'VW001'; END IF;
    END IF;

    IF p_action = 'bet' THEN
      INSERT INTO vendor_bets (wallet_account, bet_transaction_id, member_id, round_id, game_code,
                               amount_minor, state, seen)
        VALUES (p_wallet_account, p_transaction_id, p_member_id, p_round_id, p_game_code,
                p_amount, 'open', true)
        ON CONFLICT DO NOTHING;
      IF NOT FOUND THEN RAISE SQLSTATE 'VW001'; END IF;
      v_kind := 'bet';
    ELSIF p_action = 'rollback' THEN
      INSERT INTO vendor_bets (wallet_account, bet_transaction_id, member_id, round_id, game_code,
                               amount_minor, state, seen)
        VALUES (p_wallet_account, p_bet_transaction_id, p_member_id, p_round_id, p_game_code,
                p_amount, 'rolled_back', false)
        ON CONFLICT DO NOTHING;
      v_found := FOUND;
      IF v_found THEN
        -- A rollback of a bet never seen: recorded, nothing moves.
        balance_after := coalesce(p_wallet_balance, 0);
      ELSE
        SELECT * INTO v_bet FROM vendor_bets b
         WHERE b.wallet_account = p_wallet_account AND b.bet_transaction_id = p_bet_transaction_id
           FOR UPDATE;
        IF NOT FOUND OR v_bet.member_id <> p_member_id OR v_bet.round_id <> p_round_id
           OR v_bet.state <> 'open' OR v_bet.amount_minor <> p_amount THEN
          RAISE SQLSTATE 'VW001';
        END IF;
        v_kind := 'rollback';
      END IF;
    ELSE
      SELECT * INTO v_bet FROM vendor_bets b
       WHERE b.wallet_account = p_wallet_account AND b.bet_transaction_id = p_bet_transaction_id
         FOR UPDATE;
      IF NOT FOUND OR v_bet.member_id <> p_member_id OR v_bet.round_id <> p_round_id
         OR NOT v_bet.seen OR v_bet.state = 'rolled_back' THEN
        RAISE SQLSTATE 'VW001';
      END IF;
      IF p_amount > 0 THEN
        v_kind := 'win';
      ELSE
        balance_after := coalesce(p_wallet_balance, 0);
      END IF;
    END IF;

    IF v_kind IS NOT NULL THEN
      -- The transfer, from the balances the batch holds (its rows are locked); the rows are
      -- written once, at the batch's end. A member's wallet may not go below zero; a missing
      -- account is made by the service's path.
      IF p_wallet_id IS NULL OR p_other_id IS NULL THEN RAISE SQLSTATE 'VW001'; END IF;
      v_wallet_id := p_wallet_id;
      v_other_id := p_other_id;
      IF v_kind = 'bet' THEN
        IF NOT (p_wallet_may_go_negative OR p_wallet_balance >= v_amount) THEN
          RAISE SQLSTATE 'VW001';
        END IF;
        v_wallet_balance := p_wallet_balance - v_amount;
        v_other_balance := p_other_balance + v_amount;
        INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_minor, kind,
                                      reference, idempotency_key, member_id,
                                      debit_balance_after_minor, credit_balance_after_minor, meta)
          VALUES (v_wallet_id, v_other_id, v_amount, v_kind, p_reference, p_idempotency_key,
                  p_member_id, v_wallet_balance, v_other_balance, p_meta)
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING id INTO v_transfer_id;
      ELSE
        IF NOT (p_other_may_go_negative OR p_other_balance >= v_amount) THEN
          RAISE SQLSTATE 'VW001';
        END IF;
        v_wallet_balance := p_wallet_balance + v_amount;
        v_other_balance := p_other_balance - v_amount;
        INSERT INTO ledger_transfers (debit_account_id, credit_account_id, amount_minor, kind,
                                      reference, idempotency_key, member_id,
                                      debit_balance_after_minor, credit_balance_after_minor, meta)
          VALUES (v_other_id, v_wallet_id, v_amount, v_kind, p_reference, p_idempotency_key,
                  p_member_id, v_other_balance, v_wallet_balance, p_meta)
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING id INTO v_transfer_id;
      END IF;
      IF v_transfer_id IS NULL THEN RAISE SQLSTATE 'VW001'; END IF;
      balance_after := v_wallet_balance;
      moved := true;
    END IF;

    IF p_action = 'win' THEN
      IF v_kind IS NOT NULL THEN
        -- The winner board's read model (winners.service recordWin).
        INSERT INTO game_wins (reference, member_id, game_id, amount_minor, won_at)
          SELECT p_win_reference, p_member_id, g.id, p_amount, now()
            FROM games g
           WHERE g.vendor_code = p_vendor_code AND g.game_code = p_game_code
           ORDER BY g.id
           LIMIT 1
          ON CONFLICT (reference) DO NOTHING;
      END IF;
      IF v_bet.state = 'open' THEN
        UPDATE vendor_bets SET state = 'won'
         WHERE wallet_account = p_wallet_account AND bet_transaction_id = v_bet.bet_transaction_id;
      END IF;
      IF p_round_closed THEN
        UPDATE vendor_rounds SET closed_at = now()
         WHERE wallet_account = p_wallet_account AND member_id = p_member_id
           AND round_id = p_round_id;
      END IF;
    ELSIF p_action = 'rollback' AND v_kind IS NOT NULL THEN
      UPDATE vendor_bets SET state = 'rolled_back'
       WHERE wallet_account = p_wallet_account AND bet_transaction_id = v_bet.bet_transaction_id;
    END IF;

    INSERT INTO vendor_transactions (wallet_account, transaction_id, vendor_code, action, member_id,
                                     round_id, game_code, bet_transaction_id, amount_minor,
                                     fingerprint, transfer_id, balance_after_minor, request_id)
      VALUES (p_wallet_account, p_transaction_id, p_vendor_code, p_action, p_member_id,
              p_round_id, p_game_code,
              CASE WHEN p_action = 'bet' THEN NULL ELSE p_bet_transaction_id END,
              p_amount, p_fingerprint, v_transfer_id, balance_after, p_request_id);
    outcome := 'OK';
    wallet_balance := v_wallet_balance;
    other_balance := v_other_balance;
  EXCEPTION
    WHEN SQLSTATE 'VW001' OR unique_violation THEN
      outcome := 'SLOW';
      balance_after := NULL;
      moved := false;
      wallet_balance := NULL;
      other_balance := NULL;
  END;
END;
$$;
--> statement-breakpoint
-- Group commit (as in 0030): the calls that arrived together, in one transaction and one commit,
-- each answered on its own. The batch's ledger rows (the members' wallets, then the house or
-- trial funding rows) are locked first, in the ledger's lock order, and read; the calls move the
-- balances held here; each row that changed is written once at the end.
CREATE FUNCTION "vendor_wallet_calls"(p_calls jsonb)
RETURNS TABLE (n integer, outcome text, balance_after bigint, first_fingerprint text, moved boolean)
LANGUAGE plpgsql AS $$
DECLARE
  c jsonb;
  r record;
  i integer := 0;
  w integer;
  o integer;
  v_codes text[];
  v_keys text[];
  v_ids bigint[];
  v_balances bigint[];
  v_first bigint[];
  v_may_go_negative boolean[];
BEGIN
  v_codes := ARRAY(SELECT x->>'walletCode' FROM jsonb_array_elements(p_calls) x
                   UNION SELECT x->>'counterparty' FROM jsonb_array_elements(p_calls) x);
  SELECT array_agg(l.code), array_agg(l.id), array_agg(l.balance_minor),
         array_agg(l.may_go_negative)
    INTO v_keys, v_ids, v_balances, v_may_go_negative
    FROM (SELECT a.code, a.id, a.balance_minor, a.may_go_negative FROM ledger_accounts a
           WHERE a.code = ANY (v_codes)
           ORDER BY (a.code ~ '^(member|trial):') DESC, a.code COLLATE "C"
           FOR UPDATE) l;
  v_first := v_balances;
  FOR c IN SELECT e.value FROM jsonb_array_elements(p_calls) e LOOP
    w := array_position(v_keys, c->>'walletCode');
    o := array_position(v_keys, c->>'counterparty');
    SELECT * INTO r FROM vendor_wallet_call(
      c->>'action', c->>'walletAccount', c->>'vendorCode', c->>'secretEnv',
      (c->>'memberId')::bigint, c->>'walletCode', c->>'counterparty', c->>'transactionId',
      c->>'roundId', c->>'gameCode', c->>'betTransactionId', (c->>'roundClosed')::boolean,
      (c->>'amount')::bigint, c->>'fingerprint', c->>'requestId', c->'meta', c->>'reference',
      c->>'idempotencyKey', c->>'winReference',
      v_ids[w], v_balances[w], v_may_go_negative[w], v_ids[o], v_balances[o], v_may_go_negative[o]);
    IF r.outcome = 'OK' AND r.moved THEN
      v_balances[w] := r.wallet_balance;
      v_balances[o] := r.other_balance;
    END IF;
    n := i;
    outcome := r.outcome;
    balance_after := r.balance_after;
    first_fingerprint := r.first_fingerprint;
    moved := r.moved;
    RETURN NEXT;
    i := i + 1;
  END LOOP;
  UPDATE ledger_accounts a SET balance_minor = u.balance
    FROM unnest(v_ids, v_balances, v_first) AS u(id, balance, first)
   WHERE a.id = u.id AND u.balance <> u.first;
END;
$$;
