import { coreRouter } from '../../../utils/core-api';
import { EVENT_POPULATE } from '../../../populate';

export default coreRouter('api::event.event', EVENT_POPULATE);
