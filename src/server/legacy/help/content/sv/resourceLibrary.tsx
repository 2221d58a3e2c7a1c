/** Help in Swedish: the resource library. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Resource library" page in Swedish. */
export const RESOURCE_LIBRARY_SV: HelpTopicText = {
  title: 'Resursbibliotek',
  summary: 'Kontots egna dokument, till exempel samtyckesblanketter, administreringsguider och brev till föräldrar.',
  sections: {
    documents: {
      title: 'Hitta och öppna dokument',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_VIEW} />
          <p>
            Biblioteket listar kontots dokument med titel, kategori (administreringsguide, samtyckesblankett, brev, handbok eller övrigt), storlek,
            datum då dokumentet lades till och beskrivning. Under ”Hitta dokument” kan du söka i titlar och beskrivningar eller välja en kategori.
            ”Öppna” visar en PDF, en bild eller en textfil i webbläsaren och laddar ned andra filtyper.
          </p>
          <p>
            ”Lägg till bokmärke” placerar ett dokument som du använder ofta först, bland dina bokmärkta dokument; ”Ta bort bokmärke” tar bort det
            därifrån. Bokmärkena är bara dina egna.
          </p>
        </>
      ),
    },
    'managing-documents': {
      title: 'Lägga till och ta bort dokument',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_MANAGE} />
          <p>
            Under ”Lägg till ett dokument” anger administratörer en titel, en valfri beskrivning och en kategori, väljer filen (PDF, PNG, JPEG,
            ren text, CSV, Word eller Excel, högst 10 MB) och väljer ”Lägg till dokument”. En fil vars innehåll inte är av den typ som filnamnet
            anger nekas. ”Ta bort” bredvid ett dokument ber om bekräftelse och tar sedan bort dokumentet för alla i kontot.
          </p>
          <p>Ladda inte upp kopior av publicerade testmanualer eller testuppgifter: biblioteket är till för ditt kontos egna dokument.</p>
        </>
      ),
    },
  },
};
