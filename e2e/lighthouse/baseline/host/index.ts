// As in the portal's host: loading the app asynchronously lets Module Federation share react first.
import('./bootstrap');
