import { coreRouter } from '../../../utils/core-api';

export default coreRouter('api::ecole-article.ecole-article');
