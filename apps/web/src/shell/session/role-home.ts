import type { TRole } from '@app/contracts/enums';
import { paths } from '../../config/paths';

/** Where each role lands after signing in. */
export function roleHome(role: TRole): string {
  switch (role) {
    case 'client':
      return paths.home.getHref();
    case 'counselor':
      return paths.counselor.nextCourse.getHref();
    case 'expert':
      return paths.expert.applicationList.getHref();
  }
}
