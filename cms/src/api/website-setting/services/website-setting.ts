import { coreService } from '../../../utils/core-api';

export default coreService('api::website-setting.website-setting');
