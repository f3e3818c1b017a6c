import type { Session } from '../schemas/auth.js';
import type { ErrorCode } from './error-codes.js';
import type { EndpointInput, EndpointResponse, JsonEndpointName } from './endpoints.js';

/**
 * How the server and the server renderer (src/web/entry-server.tsx, built apart by Vite) talk: the
 * server hands each page request to renderPage with a way to call the API's handlers in process.
 */

/** An endpoint's answer, or the error the API would have sent for it. */
export type InProcessOutcome<Name extends JsonEndpointName> =
  | { ok: true; data: EndpointResponse<Name> }
  | { ok: false; status: number; code: ErrorCode; message: string };

export type InProcessCall = <Name extends JsonEndpointName>(
  name: Name,
  input: EndpointInput<Name>,
) => Promise<InProcessOutcome<Name>>;

export interface PageRequest {
  /** The path and query string asked for. */
  url: string;
  /** The shop's public address (PUBLIC_URL, else the request's): canonical links and JSON-LD use it. */
  origin: string;
  call: InProcessCall;
}

export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      /** The <title>, meta, canonical, Open Graph and JSON-LD tags. */
      head: string;
      /** The app's HTML, whole: every route's data is loaded before it renders. */
      body: string;
      /** JSON the browser hydrates from: the router's loader data and the query cache. */
      data: string;
    }
  | { kind: 'redirect'; status: number; location: string };

/**
 * What differs between visitors on a page every visitor shares (docs/decisions/0029): who is signed
 * in, and how many items the cart holds.
 */
export interface PersonalState {
  session: Session;
  cartCount: number;
}

export interface ServerRenderer {
  renderPage(request: PageRequest): Promise<RenderedPage>;
  /** The header's account links and cart link as a page renders them for this state. */
  renderHeaderAccount(state: PersonalState): Promise<string>;
  /** The element carrying the state to the browser (PERSONAL_DATA_ID). */
  personalData(state: PersonalState): string;
}

/** The id of the <script type="application/json"> element holding RenderedPage.data. */
export const HYDRATION_DATA_ID = 'app-data';

/** The id of the element holding a PersonalState joined into a shared page, applied before hydrating. */
export const PERSONAL_DATA_ID = 'app-personal';
