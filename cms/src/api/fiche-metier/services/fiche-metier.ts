import { coreService } from '../../../utils/core-api';

export default coreService('api::fiche-metier.fiche-metier');
