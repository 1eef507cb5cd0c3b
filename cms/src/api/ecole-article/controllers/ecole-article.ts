import { coreController } from '../../../utils/core-api';
import { findOneBySlugOrDocumentId } from '../../../utils/find-by-slug';

export default coreController('api::ecole-article.ecole-article', findOneBySlugOrDocumentId('api::ecole-article.ecole-article'));
