import { coreController } from '../../../utils/core-api';
import { findOneBySlugOrDocumentId } from '../../../utils/find-by-slug';

export default coreController('api::ecole-new.ecole-new', findOneBySlugOrDocumentId('api::ecole-new.ecole-new'));
