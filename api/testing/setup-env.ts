// Tests run in production mode: that is where error masking and the abuse limits must hold.
process.env.NODE_ENV = 'production';
