import { configureApiClient } from '../../lib/api-client';
import { paths } from '../../config/paths';
import { rememberAuthRedirect } from './auth-redirect';
import { endSession } from './end-session';
import { readSession } from './session-store';

type TRouterLike = {
  navigate: (to: string) => unknown;
  state: { location: { pathname: string; search: string } };
};

/** Gives every API call the session's bearer token, and ends the session on a 401. */
export function connectApiClient(router: TRouterLike): void {
  configureApiClient({
    getToken: () => readSession()?.token ?? null,
    onUnauthorized: () => {
      const { pathname, search } = router.state.location;
      rememberAuthRedirect(pathname + search);
      endSession({ keepRedirect: true });
      void router.navigate(paths.signIn.getHref());
    },
  });
}
