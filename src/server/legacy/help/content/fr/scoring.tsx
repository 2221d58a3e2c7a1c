/** Help in French: the scoring terms the screens and reports use, in plain words. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Scoring terms" page in French. */
export const SCORING_FR: HelpTopicText = {
  title: 'Termes de cotation',
  summary: 'Score brut, note T, centile, groupe de comparaison et cotabilité, au sens où Q-global les emploie.',
  sections: {
    terms: {
      title: 'Termes',
      body: (facts) => (
        <dl>
          <dt>Score brut</dt>
          <dd>
            Le score d’une échelle calculé directement à partir des réponses, selon les règles propres à l’instrument&nbsp;: en général la somme
            (parfois la moyenne) des valeurs des items, les items inversés étant comptés dans l’autre sens. Lorsque l’instrument tolère quelques
            items sans réponse, le score brut peut être extrapolé (ramené au nombre complet d’items)&nbsp;; l’écran l’indique par la mention
            «&nbsp;extrapolé&nbsp;».
          </dd>
          <dt>Groupe de comparaison</dt>
          <dd>
            Le groupe de personnes auquel la personne évaluée est comparée, par exemple une tranche d’âge, un sexe, ou un niveau scolaire et une
            période de l’année scolaire. Les tables de normes de l’instrument indiquent, pour chaque groupe, ce que signifie un score brut.
            Choisissez le groupe qui correspond à la personne évaluée&nbsp;; le groupe par défaut du formulaire est signalé.
          </dd>
          <dt>Note T</dt>
          <dd>
            Un score standard lu dans la table de normes du groupe de comparaison&nbsp;: 50 correspond à la moyenne du groupe, et chaque tranche de
            10 points correspond à un écart-type au-dessus ou au-dessous de celle-ci. Une note T de 60 se situe à un écart-type au-dessus de la
            moyenne du groupe.
          </dd>
          <dt>Centile</dt>
          <dd>
            Le pourcentage du groupe de comparaison ayant obtenu un score inférieur ou égal à celui de la personne évaluée. Le 84e centile
            signifie que le score est supérieur ou égal à celui de 84 personnes sur 100 du groupe. Certains formulaires indiquent une tranche
            de centiles plutôt qu’une valeur unique.
          </dd>
          <dt>Niveau</dt>
          <dd>
            La plage d’interprétation dans laquelle se situe un score (par exemple «&nbsp;léger&nbsp;» ou «&nbsp;modéré&nbsp;»), telle que
            l’instrument la définit.
          </dd>
          <dt>Cotabilité</dt>
          <dd>
            La possibilité de coter les réponses&nbsp;: tous les items obligatoires ont une réponse (ou il ne manque pas plus d’items que
            l’instrument ne le tolère), et chaque réponse fait partie des options de l’item. Le panneau Scores indique ce qui manque. D’ici là, les
            scores affichés sont provisoires.
          </dd>
          <dt>Score officiel</dt>
          <dd>
            Le score calculé sur le serveur lorsque vous choisissez «&nbsp;Coter&nbsp;», conservé avec l’évaluation et utilisé par les rapports. Les
            scores affichés pendant la saisie suivent les mêmes règles&nbsp;; c’est le score officiel qui fait foi. Voir{' '}
            <a href={helpLink('assessment', 'scores')}>la page de l’évaluation</a>.
          </dd>
          <dt>Alerte critique</dt>
          <dd>
            Une réponse à un item que l’instrument demande au clinicien d’examiner dans tous les cas, par exemple un item de risque. Elle est
            affichée sur la page de l’évaluation et dans l’historique, quel que soit le score total.
          </dd>
          <dt>Utilisation de licence</dt>
          <dd>
            Le coût d’un rapport. La régénération du rapport d’une évaluation inchangée, ou une correction dans un délai de{' '}
            {facts.correctionWindowDays} jours, ne coûte rien.
          </dd>
        </dl>
      ),
    },
  },
};
