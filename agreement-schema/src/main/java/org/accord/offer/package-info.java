/** Agreement offers: what an initiator proposes, usually made from a template. */
package org.accord.offer;
