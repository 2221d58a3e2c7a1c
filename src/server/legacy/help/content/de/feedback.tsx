/** Help in German: the feedback form. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Feedback" page in German. */
export const FEEDBACK_DE: HelpTopicText = {
  title: 'Rückmeldung',
  summary: 'Teilen Sie dem Q-global-Team ein Problem, einen Vorschlag, eine Frage oder etwas mit, das Ihnen gefällt.',
  sections: {
    feedback: {
      title: 'Rückmeldung senden',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_SUBMIT} />
          <p>
            Wählen Sie, worum es in Ihrer Rückmeldung geht (ein Problem, ein Vorschlag, eine Frage oder ein Lob), und unter „Welche Ansicht
            betrifft sie?“ gegebenenfalls die Ansicht; ein Link „Rückmeldung“, der eine Ansicht nennt, trägt sie bereits ein. Schreiben Sie Ihre
            Nachricht unter „Ihre Rückmeldung“ (das Formular gibt an, wie lang sie sein darf). Sie können die Plattform mit 1 bis 5 bewerten und
            „Sie dürfen mich dazu kontaktieren“ ankreuzen, wenn Sie eine Antwort wünschen. „Rückmeldung senden“ schickt sie ab und zeigt eine
            Dankesnachricht an; fehlt etwas, listet das Formular auf, was zu korrigieren ist.
          </p>
          <p>
            Die Rückmeldung geht mit Ihrem Namen, Ihrem Konto und der Kennung Ihres Browsers an das Q-global-Team. Geben Sie darin keine Namen
            von Testpersonen oder andere personenbezogene Daten an.
          </p>
        </>
      ),
    },
  },
};
