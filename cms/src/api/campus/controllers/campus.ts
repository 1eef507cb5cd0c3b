import { coreController } from '../../../utils/core-api';
import { findOneBySlugOrDocumentId } from '../../../utils/find-by-slug';

export default coreController('api::campus.campus', findOneBySlugOrDocumentId('api::campus.campus', { fallbackToDefaultLocale: true }));
