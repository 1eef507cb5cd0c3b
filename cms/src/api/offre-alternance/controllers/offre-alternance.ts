import { coreController } from '../../../utils/core-api';
import { findOneBySlugOrDocumentId } from '../../../utils/find-by-slug';

export default coreController('api::offre-alternance.offre-alternance', findOneBySlugOrDocumentId('api::offre-alternance.offre-alternance'));
