import { coreRouter } from '../../../utils/core-api';
import { OFFRE_POPULATE } from '../../../populate';

export default coreRouter('api::offre-alternance.offre-alternance', OFFRE_POPULATE);
