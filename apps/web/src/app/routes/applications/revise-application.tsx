import { ApplicationWizard } from '../../../features/applications/components/application-wizard';

/** /reviseapplication: a rejected applicant revises the same six steps and sends them again. */
export default function ReviseApplicationPage() {
  return <ApplicationWizard revise />;
}
