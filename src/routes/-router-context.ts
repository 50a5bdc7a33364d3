/** What every route can use besides its own params. */
export interface ShellRouterContext {
  /**
   * Leaves the app for a page outside it (the provider's login page and site). In the browser
   * it replaces the current history entry; tests pass a recorder instead.
   */
  leaveApp: (url: string) => void;
}
