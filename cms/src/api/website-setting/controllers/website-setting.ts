import { coreController } from '../../../utils/core-api';

export default coreController('api::website-setting.website-setting');
