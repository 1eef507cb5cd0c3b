import { coreRouter } from '../../../utils/core-api';

export default coreRouter('api::event.event');
