import { paths } from '../../config/paths';

const unsavedWorkPages: string[] = [paths.counselor.createIssueCourse.path, paths.counselor.editCourse.path];

/** Logging out of the topic editors loses the unsaved topic: ask first (shell spec §4). */
export function needsLogoutConfirm(pathname: string): boolean {
  return unsavedWorkPages.includes(pathname.toLowerCase().replace(/\/+$/, ''));
}
