import { coreRouter } from '../../../utils/core-api';
import { ARTICLE_POPULATE } from '../../../populate';

export default coreRouter('api::ecole-article.ecole-article', ARTICLE_POPULATE);
