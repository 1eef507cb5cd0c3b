import { coreRouter } from '../../../utils/core-api';
import { NEWS_POPULATE } from '../../../populate';

export default coreRouter('api::ecole-new.ecole-new', NEWS_POPULATE);
