/** The screen test helper now lives in `@portal/shared/testing/render-screen`, for every remote. */
export * from '@portal/shared/testing/render-screen';
