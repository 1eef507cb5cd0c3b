import { coreService } from '../../../utils/core-api';

export default coreService('api::ecole-new.ecole-new');
