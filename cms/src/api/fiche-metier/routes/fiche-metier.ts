import { coreRouter } from '../../../utils/core-api';

export default coreRouter('api::fiche-metier.fiche-metier');
