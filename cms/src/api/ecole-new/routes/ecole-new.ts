import { coreRouter } from '../../../utils/core-api';

export default coreRouter('api::ecole-new.ecole-new');
