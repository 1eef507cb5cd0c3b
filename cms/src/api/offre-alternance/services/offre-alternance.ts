import { coreService } from '../../../utils/core-api';

export default coreService('api::offre-alternance.offre-alternance');
