import { coreRouter } from '../../../utils/core-api';
import { FICHE_METIER_POPULATE } from '../../../populate';

export default coreRouter('api::fiche-metier.fiche-metier', FICHE_METIER_POPULATE);
