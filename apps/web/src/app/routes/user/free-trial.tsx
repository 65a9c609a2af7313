import { useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import FreeCoursePromptPage from './free-course-prompt';
import QuestionnairePage from './questionnaire';
import WelcomePage from './welcome';

/**
 * The free trial's three routes, /welcome, /questionnaire and /user/freecourseprompt, as one lazy
 * page: one entry in the first load's route table rather than three (the first load is on a
 * budget, build/budgets.ts).
 */
export default function FreeTrialPage() {
  const pathname = useLocation().pathname.toLowerCase().replace(/\/$/, '');
  if (pathname === paths.welcome.path) return <WelcomePage />;
  if (pathname === paths.questionnaire.path) return <QuestionnairePage />;
  return <FreeCoursePromptPage />;
}
