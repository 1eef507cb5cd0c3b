import { coreRouter } from '../../../utils/core-api';

export default coreRouter('api::offre-alternance.offre-alternance');
