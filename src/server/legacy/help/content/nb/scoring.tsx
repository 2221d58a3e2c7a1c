/** Help in Norwegian Bokmål: the scoring terms the screens and reports use, in plain words. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Scoring terms" page in Norwegian Bokmål. */
export const SCORING_NB: HelpTopicText = {
  title: 'Begreper for skåring',
  summary: 'Råskår, T-skår, persentil, sammenligningsgruppe og skårbarhet, slik Q-global bruker dem.',
  sections: {
    terms: {
      title: 'Begreper',
      body: (facts) => (
        <dl>
          <dt>Råskår</dt>
          <dd>
            Skåren på en skala, regnet direkte ut fra svarene etter instrumentets egne regler: vanligvis summen (noen ganger gjennomsnittet) av
            leddverdiene, der omvendt skårede ledd telles motsatt vei. Der instrumentet tillater at noen få ledd står ubesvart, kan råskåren bli
            oppjustert (skalert opp til det fulle antallet ledd); skjermbildet merker den da «oppjustert».
          </dd>
          <dt>Sammenligningsgruppe</dt>
          <dd>
            Gruppen testpersonen sammenlignes med, for eksempel et aldersintervall, et kjønn eller et trinn og et tidspunkt i skoleåret.
            Instrumentets normtabeller angir for hver gruppe hva en råskår betyr. Velg gruppen som passer testpersonen; skjemaets standardgruppe er
            merket.
          </dd>
          <dt>T-skår</dt>
          <dd>
            En standardskår som slås opp i normtabellen for sammenligningsgruppen: 50 er gruppens gjennomsnitt, og hvert 10. poeng er ett
            standardavvik over eller under det. En T-skår på 60 ligger ett standardavvik over gruppens gjennomsnitt.
          </dd>
          <dt>Persentil</dt>
          <dd>
            Prosentandelen av sammenligningsgruppen som skåret likt med eller lavere enn testpersonen. 84. persentil betyr at skåren er like høy som
            eller høyere enn skåren til 84 av 100 personer i gruppen. Noen skjemaer rapporterer et persentilintervall i stedet for ett enkelt tall.
          </dd>
          <dt>Nivå</dt>
          <dd>Tolkningsområdet en skår faller innenfor (for eksempel «mild» eller «moderat»), slik instrumentet definerer det.</dd>
          <dt>Skårbarhet</dt>
          <dd>
            Om svarene kan skåres: alle obligatoriske ledd er besvart (eller det mangler ikke flere ledd enn instrumentet tillater), og hvert svar er
            et av leddets svaralternativer. Panelet Skårer viser hva som mangler. Til da er skårene du ser, foreløpige.
          </dd>
          <dt>Gjeldende skår</dt>
          <dd>
            Skåren som lages på serveren når du velger «Skår», lagres med testingen og brukes i rapportene. Skårene som vises mens du skriver, følger
            de samme reglene; det er gjeldende skår som teller. Se <a href={helpLink('assessment', 'scores')}>siden for testingen</a>.
          </dd>
          <dt>Kritisk markering</dt>
          <dd>
            Et svar på et ledd som instrumentet ber fagpersonen se på uansett, for eksempel et risikoledd. Det vises på siden for testingen og i
            historikken, uansett totalskår.
          </dd>
          <dt>Lisensbruk</dt>
          <dd>
            Kostnaden for én rapport. En ny versjon av en uendret testing, eller en retting innen {facts.correctionWindowDays} dager, koster ingenting.
          </dd>
        </dl>
      ),
    },
  },
};
