/**
 * Vendor adapters: how each game vendor wants its game URL built. The launch issues a one-time
 * token and hands it to the vendor's adapter; the vendor's game then trades the token for the
 * player through the signed wallet API (docs/vendor-wallet-api.md, "Adding a vendor").
 */

/** The page language a vendor is asked for. */
export type LaunchLanguage = 'vi' | 'en';

export type LaunchInput = {
  /** One-time launch token; the vendor's `authenticate` call exchanges it for the player. */
  token: string;
  /** Vendor row code (JL, JL_FISH, …); the vendor's wallet calls use it in their URL. */
  vendorCode: string;
  /** The vendor's game code, as its wallet calls name it. */
  gameCode: string;
  /** The vendor's game id. */
  gameId: string;
  /** Live table or room, when the game launches by room. */
  roomId: string | null;
  language: LaunchLanguage;
  /** Where the game's "back" link goes: a path of the site (/m/home). */
  lobbyUrl: string;
  /** Sports: the match to open at (a hot match), else null. */
  matchId?: string | null;
};

export interface VendorAdapter {
  /** A short name for logs and the OpenAPI description. */
  readonly name: string;
  /** The URL the browser opens: absolute for a vendor's own host, a path for ours. */
  launchUrl(input: LaunchInput): string;
}

/** The environment variable every demo vendor's wallet account signs with. */
export const SANDBOX_SECRET_ENV = 'VENDOR_SANDBOX_SECRET';

/** Path of the sandbox game runner (modules/sandbox-vendor) for a vendor row. */
export function sandboxPlayPath(vendorCode: string): string {
  return `/sandbox/vendor/${encodeURIComponent(vendorCode)}/play`;
}

/**
 * Every demo vendor: a small game page served by this server whose backend plays rounds through
 * the signed wallet API exactly as an outside vendor would.
 */
export const sandboxAdapter: VendorAdapter = {
  name: 'sandbox',
  launchUrl(input) {
    const params = new URLSearchParams({
      token: input.token,
      game: input.gameCode,
      language: input.language,
      lobbyUrl: input.lobbyUrl,
    });
    if (input.matchId) params.set('match', input.matchId);
    return `${sandboxPlayPath(input.vendorCode)}?${params.toString()}`;
  },
};

/**
 * The in-house games (category INHOUSE): the site's own game page takes the launch token as
 * `?launch=` (a `?token=` on a site page is a session token, spec §3).
 */
export const inhouseAdapter: VendorAdapter = {
  name: 'inhouse',
  launchUrl(input) {
    const params = new URLSearchParams({ launch: input.token });
    return `/m/originals/${encodeURIComponent(input.gameCode)}?${params.toString()}`;
  },
};

export type AdapterLookup = { walletAccount: string; secretEnv: string | null };

/**
 * Which adapter builds the URL of a wallet account's games: an adapter registered for the account
 * (a real vendor's, the in-house one), else the sandbox for accounts that sign with the sandbox
 * secret (the demo vendors). Accounts registered as site-only (the in-house lottery, played on
 * the site's lottery pages, spec §4) and unknown accounts have none.
 */
export class VendorAdapterRegistry {
  private readonly adapters = new Map<string, VendorAdapter | null>();

  /** The adapter of a wallet account (vendors.account_type_name); null: not launched by URL. */
  register(walletAccount: string, adapter: VendorAdapter | null): this {
    this.adapters.set(walletAccount, adapter);
    return this;
  }

  adapterFor(vendor: AdapterLookup): VendorAdapter | undefined {
    const registered = this.adapters.get(vendor.walletAccount);
    if (registered !== undefined) return registered ?? undefined;
    return vendor.secretEnv === SANDBOX_SECRET_ENV ? sandboxAdapter : undefined;
  }
}

/**
 * The adapters of this deployment. A real vendor adds one line here with its adapter (and its
 * secret in VENDOR_<NAME>_SECRET; docs/vendor-wallet-api.md).
 */
export function defaultVendorAdapters(): VendorAdapterRegistry {
  return (
    new VendorAdapterRegistry()
      .register('INHOUSE', inhouseAdapter)
      // spec §4: LOTT and ELOTT open the site's lottery launch page, never a vendor URL.
      .register('LOTT', null)
      .register('ELOTT', null)
  );
}
