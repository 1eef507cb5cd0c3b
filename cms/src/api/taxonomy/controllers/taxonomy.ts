import { coreController } from '../../../utils/core-api';

export default coreController('api::taxonomy.taxonomy');
