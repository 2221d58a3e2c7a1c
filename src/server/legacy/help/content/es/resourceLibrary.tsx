/** Help in Spanish (Spain): the resource library. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Resource library" page in Spanish. */
export const RESOURCE_LIBRARY_ES: HelpTopicText = {
  title: 'Biblioteca de recursos',
  summary: 'Los documentos propios de la cuenta, como formularios de consentimiento, guías de aplicación y cartas a las familias.',
  sections: {
    documents: {
      title: 'Buscar y abrir documentos',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_VIEW} />
          <p>
            La biblioteca enumera los documentos de la cuenta con su título, su categoría (guía de aplicación, formulario de consentimiento, carta,
            manual u otro), su tamaño, la fecha en que se añadió y su descripción. En «Buscar documentos», busque en los títulos y las
            descripciones o elija una categoría. «Abrir» muestra un PDF, una imagen o un archivo de texto en el navegador y descarga los demás
            tipos.
          </p>
          <p>
            «Añadir marcador» coloca un documento que usa a menudo al principio, entre sus documentos con marcador; «Quitar marcador» lo retira de
            ahí. Los marcadores son solo suyos.
          </p>
        </>
      ),
    },
    'managing-documents': {
      title: 'Añadir y eliminar documentos',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_MANAGE} />
          <p>
            En «Añadir un documento», los administradores indican un título, una descripción opcional y una categoría, eligen el archivo (PDF, PNG,
            JPEG, texto sin formato, CSV, Word o Excel, de hasta 10 MB) y pulsan «Añadir documento». Se rechaza un archivo cuyo contenido no es del
            tipo que indica su nombre. «Eliminar», junto a un documento, pide confirmación y después lo elimina para todas las personas de la
            cuenta.
          </p>
          <p>
            No suba copias de manuales de tests publicados ni ítems de tests: la biblioteca es para los documentos propios de su cuenta.
          </p>
        </>
      ),
    },
  },
};
