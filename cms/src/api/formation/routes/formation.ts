import { coreRouter } from '../../../utils/core-api';
import { FORMATION_POPULATE } from '../../../populate';

export default coreRouter('api::formation.formation', FORMATION_POPULATE);
