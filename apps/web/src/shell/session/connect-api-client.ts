import { configureApiClient } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { rememberAuthRedirect } from './auth-redirect';
import { endSession } from './end-session';
import { readSession } from './session-store';

type TRouterLike = {
  navigate: (to: string) => unknown;
  state: { location: { pathname: string; search: string } };
};

/**
 * Gives every API call the session's bearer token and ends the session on a 401, then creates
 * the router. In this order: a router runs the loaders of the page it opens as soon as it exists
 * (a reload of /counselor/createissuecourse asks for the profile at once), and a call made before
 * the token is plugged in goes out without it.
 */
export function connectApiClient<TRouter extends TRouterLike>(createRouter: () => TRouter): TRouter {
  configureApiClient({
    getToken: () => readSession()?.token ?? null,
    onUnauthorized: (sentToken) => {
      // A refusal of another token (none, or one replaced by a refresh or a new sign-in while
      // the call was under way) says nothing about the session there is now.
      const session = readSession();
      if (!session || sentToken !== session.token) return;
      // Answers arrive after the router below exists.
      const { pathname, search } = router.state.location;
      rememberAuthRedirect(pathname + search);
      endSession({ keepRedirect: true });
      void router.navigate(paths.signIn.getHref());
    },
  });
  const router = createRouter();
  return router;
}
