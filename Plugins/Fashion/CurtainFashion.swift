import Curtain
