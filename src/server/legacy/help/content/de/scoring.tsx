/** Help in German: the scoring terms the screens and reports use, in plain words. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Scoring terms" page in German. */
export const SCORING_DE: HelpTopicText = {
  title: 'Begriffe der Auswertung',
  summary: 'Rohwert, T-Wert, Prozentrang, Vergleichsgruppe und Auswertbarkeit, wie Q-global sie verwendet.',
  sections: {
    terms: {
      title: 'Begriffe',
      body: (facts) => (
        <dl>
          <dt>Rohwert</dt>
          <dd>
            Der Wert einer Skala, direkt aus den Antworten nach den eigenen Regeln des Verfahrens ermittelt: meist die Summe (manchmal der
            Mittelwert) der Itemwerte, wobei invertierte Items umgekehrt gezählt werden. Wo das Verfahren erlaubt, einige Items auszulassen, kann
            der Rohwert hochgerechnet werden (auf die volle Anzahl der Items); die Seite kennzeichnet ihn dann als „hochgerechnet“.
          </dd>
          <dt>Vergleichsgruppe</dt>
          <dd>
            Die Gruppe von Personen, mit der die Testperson verglichen wird, etwa eine Altersgruppe, ein Geschlecht oder eine Klassenstufe und ein
            Zeitpunkt im Schuljahr. Die Normtabellen des Verfahrens geben für jede Gruppe an, was ein Rohwert bedeutet. Wählen Sie die Gruppe, die
            zur Testperson passt; der Standard des Verfahrens ist gekennzeichnet.
          </dd>
          <dt>T-Wert</dt>
          <dd>
            Ein Standardwert, der in der Normtabelle der Vergleichsgruppe nachgeschlagen wird: 50 ist der Durchschnitt der Gruppe, und jeweils 10
            Punkte entsprechen einer Standardabweichung darüber oder darunter. Ein T-Wert von 60 liegt eine Standardabweichung über dem
            Durchschnitt der Gruppe.
          </dd>
          <dt>Prozentrang</dt>
          <dd>
            Der Prozentsatz der Vergleichsgruppe, der einen gleich hohen oder niedrigeren Wert erzielt hat als die Testperson. Ein Prozentrang von 84
            bedeutet, dass der Wert so hoch oder höher ist als der von 84 von 100 Personen der Gruppe. Manche Verfahren geben statt einer einzelnen
            Zahl einen Perzentilbereich an.
          </dd>
          <dt>Bereich</dt>
          <dd>
            Der Interpretationsbereich, in den ein Wert fällt (zum Beispiel „leicht“ oder „mittelgradig“), wie das Verfahren ihn festlegt.
          </dd>
          <dt>Auswertbarkeit</dt>
          <dd>
            Ob die Antworten ausgewertet werden können: Alle Pflicht-Items sind beantwortet (oder es fehlen nicht mehr Items, als das Verfahren
            zulässt), und jede Antwort ist eine der Antwortmöglichkeiten des Items. Der Abschnitt Werte zeigt, was fehlt. Bis dahin sind die
            angezeigten Werte vorläufig.
          </dd>
          <dt>Gültige Auswertung</dt>
          <dd>
            Die Auswertung, die auf dem Server entsteht, wenn Sie „Auswerten“ wählen; sie wird mit der Testung gespeichert und von den Berichten
            verwendet. Die während der Eingabe angezeigten Werte folgen denselben Regeln; maßgeblich ist die gültige Auswertung. Siehe{' '}
            <a href={helpLink('assessment', 'scores')}>die Seite der Testung</a>.
          </dd>
          <dt>Kritischer Hinweis</dt>
          <dd>
            Eine Itemantwort, die sich die Fachperson laut Verfahren in jedem Fall ansehen soll, etwa bei einem Risiko-Item. Sie wird auf der Seite
            der Testung und im Verlauf angezeigt, unabhängig vom Gesamtwert.
          </dd>
          <dt>Lizenznutzung</dt>
          <dd>
            Die Kosten eines Berichts. Eine erneute Erstellung für eine unveränderte Testung oder eine Korrektur innerhalb von{' '}
            {facts.correctionWindowDays} Tagen kostet nichts.
          </dd>
        </dl>
      ),
    },
  },
};
