import { coreService } from '../../../utils/core-api';

export default coreService('api::ecole-article.ecole-article');
