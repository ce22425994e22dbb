/** One API call the bench makes and explains (capture-queries.ts, filter-routes.ts). */
export interface RouteCall {
  label: string;
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  as?: 'buyer' | 'vendor';
  body?: unknown;
  /** Explain only the statements no earlier route sent (the rotating scenarios' samples). */
  onlyNew?: boolean;
}
