import { coreService } from '../../../utils/core-api';

export default coreService('api::event.event');
