import { coreRouter } from '../../../utils/core-api';

export default coreRouter('api::crm-link.crm-link');
