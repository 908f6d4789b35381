// English strings of products (the source catalogue: the Hindi one must have the same keys).
import { english } from '../english';
import { shellWords } from './shell';

export const products = english('products', {
  ...shellWords.products,
  addProduct: 'Add Product',
  updateProduct: 'Update Product',
  noProductsFound: 'No products found.',
  deleteTitle: 'Delete Product: {{name}}',
  name: 'Name',
  note: 'Note',
  actions: 'Actions',
  historyOf: 'History of {{name}}',
  editNamed: 'Edit {{name}}',
  deleteNamed: 'Delete {{name}}',
  hsnCode: 'HSN Code',
  hsnDescription: '4, 6 or 8 digits, for delivery challans.',
  valueRate: 'Value Rate (₹/KG)',
  valueRateDescription: 'Value of goods on delivery challans.',
  capitalGoods: 'Capital goods',
  capitalGoodsDescription: 'Machines, moulds and the like: three years to come back from the job worker (Section 143); other goods one year.',
  discardProduct: 'Discard this product?',
  productSaved: 'Product {{name}} saved',
});
