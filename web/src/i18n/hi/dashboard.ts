// हिन्दी: the dashboard strings; the same keys as en/dashboard.ts (typed: a missing key does not compile).
import type { Catalogue } from '../types';

export const dashboard: Catalogue['dashboard'] = {
  title: 'डैशबोर्ड',
  closingFiguresFor: '{{month}} के क्लोज़िंग आँकड़े',
  availableStock: 'उपलब्ध स्टॉक',
  openingStock: 'शुरुआती स्टॉक',
  closingStock: 'क्लोज़िंग स्टॉक',
  receivableQuantity: 'लेनी मात्रा',
  payableQuantity: 'देनी मात्रा',
  receivableAmount: 'लेनी रकम',
  payableAmount: 'देनी रकम',
  inwardSlipAmount: 'आवक स्लिप रकम',
  outwardSlipAmount: 'जावक स्लिप रकम',
  quantities: 'मात्रा',
  amounts: 'रकम',
  quantitiesByMonth: 'महीनेवार मात्रा',
  amountsByMonth: 'महीनेवार रकम',
  section143Label: 'धारा 143',
  section143Title: 'जॉब वर्कर के पास साल भर से पड़ा माल (धारा 143)',
  section143Overdue: '{{n}} अपनी समय-सीमा पार ({{kg}} KG): इन्हें सप्लाई माना जाएगा।',
  section143Soon: '{{n}} अगले 30 दिन में अपनी समय-सीमा तक पहुँचेंगे ({{kg}} KG)।',
  seeAgeing: 'एजिंग रिपोर्ट देखें',
};
