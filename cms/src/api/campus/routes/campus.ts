import { coreRouter } from '../../../utils/core-api';
import { CAMPUS_POPULATE } from '../../../populate';

export default coreRouter('api::campus.campus', CAMPUS_POPULATE);
