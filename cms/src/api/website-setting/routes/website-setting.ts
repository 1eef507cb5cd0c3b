import { coreRouter } from '../../../utils/core-api';
import { SETTINGS_POPULATE } from '../../../populate';

export default coreRouter('api::website-setting.website-setting', SETTINGS_POPULATE);
