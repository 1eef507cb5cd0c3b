import { coreController } from '../../../utils/core-api';
import { findOneBySlugOrDocumentId } from '../../../utils/find-by-slug';

export default coreController('api::event.event', findOneBySlugOrDocumentId('api::event.event'));
