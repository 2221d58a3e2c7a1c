/**
 * The back office's product configuration screens in the SPA (issue #17): the product dashboard
 * (products, and the catalogue's forms, scorings and reports), the import of a definition, a
 * product's versions with its draft, and the editor of one part of the draft.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

const OPENS_WITH = [PERMISSIONS.PRODUCT_CONFIGURE];
const HELP = 'back-office.html#product-configuration';

/** The screens of the product configuration. */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/back-office/products',
    opensWith: OPENS_WITH,
    help: HELP,
    name: {
      da_dk: 'Produktkonfiguration',
      de_de: 'Produktkonfiguration',
      en_us: 'Product configuration',
      en_au: 'Product configuration',
      en_gb: 'Product configuration',
      es_es: 'Configuración de productos',
      fr_fr: 'Configuration des produits',
      fr_ca: 'Configuration des produits',
      nl_nl: 'Productconfiguratie',
      nb_no: 'Produktkonfigurasjon',
      sv_se: 'Produktkonfiguration',
    },
  },
  {
    pattern: '/back-office/products/import',
    opensWith: OPENS_WITH,
    help: HELP,
    name: {
      da_dk: 'Importér produkt',
      de_de: 'Produkt importieren',
      en_us: 'Import a product',
      en_au: 'Import a product',
      en_gb: 'Import a product',
      es_es: 'Importar un producto',
      fr_fr: 'Importer un produit',
      fr_ca: 'Importer un produit',
      nl_nl: 'Product importeren',
      nb_no: 'Importer et produkt',
      sv_se: 'Importera en produkt',
    },
  },
  {
    pattern: '/back-office/products/:productId',
    opensWith: OPENS_WITH,
    help: HELP,
    name: {
      da_dk: 'Produkt',
      de_de: 'Produkt',
      en_us: 'Product',
      en_au: 'Product',
      en_gb: 'Product',
      es_es: 'Producto',
      fr_fr: 'Produit',
      fr_ca: 'Produit',
      nl_nl: 'Product',
      nb_no: 'Produkt',
      sv_se: 'Produkt',
    },
  },
  {
    pattern: '/back-office/products/:productId/draft/:part',
    opensWith: OPENS_WITH,
    help: HELP,
    name: {
      da_dk: 'Rediger produktudkast',
      de_de: 'Produktentwurf bearbeiten',
      en_us: 'Edit product draft',
      en_au: 'Edit product draft',
      en_gb: 'Edit product draft',
      es_es: 'Editar el borrador del producto',
      fr_fr: 'Modifier le brouillon du produit',
      fr_ca: 'Modifier l’ébauche du produit',
      nl_nl: 'Productconcept bewerken',
      nb_no: 'Rediger produktutkast',
      sv_se: 'Redigera produktutkast',
    },
  },
];
