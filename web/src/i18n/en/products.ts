// English strings of products (the source catalogue: the Hindi one must have the same keys).
export const products = {
  title: 'Products',
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
} as const;
